/// One user of the demo catalogue, in the DummyJSON users API shape (`GET /users/{id}`).
///
/// Carries more fields than the user feature decodes (`age`, `address`, `company`, ...), as the
/// real API does, so the demo also proves that unknown fields are ignored.
public struct CatalogUser: Codable, Sendable, Equatable, Identifiable {
  /// A postal address.
  public struct Address: Codable, Sendable, Equatable {
    /// Street and number.
    public var address: String
    /// The city.
    public var city: String
    /// The postal code.
    public var postalCode: String
  }

  /// An employer.
  public struct Company: Codable, Sendable, Equatable {
    /// The company's name.
    public var name: String
    /// The user's job title.
    public var title: String
  }

  /// The user's identifier, 1 or more.
  public var id: Int
  /// The given name.
  public var firstName: String
  /// The family name.
  public var lastName: String
  /// The maiden name; empty when none.
  public var maidenName: String
  /// Age in years.
  public var age: Int
  /// `female` or `male`.
  public var gender: String
  /// The email address.
  public var email: String
  /// The phone number, in international format.
  public var phone: String
  /// The login name.
  public var username: String
  /// The birth date, `YYYY-M-D`.
  public var birthDate: String
  /// The avatar image URL.
  public var image: String
  /// The blood group, for example `O+`.
  public var bloodGroup: String
  /// Height in centimetres.
  public var height: Double
  /// Weight in kilograms.
  public var weight: Double
  /// The home address.
  public var address: Address
  /// The employer.
  public var company: Company
  /// `admin`, `moderator` or `user`.
  public var role: String
}
