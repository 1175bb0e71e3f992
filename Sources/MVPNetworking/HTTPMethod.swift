/// An HTTP request method used by ``JSONHTTPClient``.
public enum HTTPMethod: String, Hashable, Sendable {
  /// `GET`: read a resource.
  case get = "GET"
  /// `POST`: create a resource or run an action.
  case post = "POST"
  /// `PUT`: replace or update a resource.
  case put = "PUT"
  /// `PATCH`: partially update a resource.
  case patch = "PATCH"
  /// `DELETE`: delete a resource.
  case delete = "DELETE"
}
