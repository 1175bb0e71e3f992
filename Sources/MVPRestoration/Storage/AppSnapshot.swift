import Foundation
import MVPCore

/// The app's saved state, as ``AppRestoration`` writes it: the shown routes with every screen's
/// state, MVPRestoration's format version, the app's version and when it was saved; encoded as
/// JSON (keys sorted, dates in ISO 8601).
///
/// Package-only: users meet it as the bytes of their ``RestorationStore``; the demo and the test
/// kit read it.
package struct AppSnapshot<Route> {
  /// The version of this format that MVPRestoration writes and reads; a state of another
  /// version is dropped.
  package static var currentFormatVersion: Int { 1 }

  /// The version of the format the state was saved in.
  package var formatVersion: Int
  /// The app's version that saved it (``AppRestoration``'s `appVersion`).
  package var appVersion: String
  /// When it was saved.
  package var savedAt: Date
  /// The pushed routes, bottom first, with their screens' states.
  package var routes: [SavedRoute<Route>]
  /// The presented route with its screens' states, if any.
  package var presented: SavedRoute<Route>?

  /// Creates a snapshot in the current format.
  ///
  /// - Parameters:
  ///   - appVersion: The app's version.
  ///   - savedAt: When it is saved.
  ///   - routes: The pushed routes, bottom first, with their screens' states.
  ///   - presented: The presented route with its screens' states, if any.
  package init(
    appVersion: String, savedAt: Date, routes: [SavedRoute<Route>], presented: SavedRoute<Route>?
  ) {
    formatVersion = Self.currentFormatVersion
    self.appVersion = appVersion
    self.savedAt = savedAt
    self.routes = routes
    self.presented = presented
  }

  /// The routes, as a stack.
  package var stack: RouteStack<Route> {
    RouteStack(routes.map(\.route), presented: presented?.route)
  }
}

extension AppSnapshot: Encodable where Route: Encodable {
  /// The snapshot as JSON: keys sorted, dates in ISO 8601.
  ///
  /// - Returns: The bytes to store.
  /// - Throws: An `EncodingError` when a route does not encode.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(self)
  }
}

extension AppSnapshot: Decodable where Route: Decodable {
  /// Reads a snapshot and checks it can be restored now.
  ///
  /// - Parameters:
  ///   - data: The stored bytes.
  ///   - appVersion: This app's version.
  ///   - now: The time now.
  ///   - maximumAge: The oldest state restored, in seconds; `nil` for any age.
  /// - Returns: The snapshot.
  /// - Throws: Why it cannot be restored: ``RestorationError/unreadable(_:)``,
  ///   ``RestorationError/otherFormatVersion(saved:current:)``,
  ///   ``RestorationError/otherAppVersion(saved:current:)``,
  ///   ``RestorationError/tooOld(savedAt:maximumAge:)`` or
  ///   ``RestorationError/routesDoNotDecode(_:)``, checked in this order.
  package static func decode(
    _ data: Data, appVersion: String, now: Date, maximumAge: TimeInterval?
  ) throws(RestorationError) -> AppSnapshot {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let header: SnapshotHeader
    do {
      header = try decoder.decode(SnapshotHeader.self, from: data)
    } catch {
      throw .unreadable(describe(error))
    }
    guard header.formatVersion == currentFormatVersion else {
      throw .otherFormatVersion(saved: header.formatVersion, current: currentFormatVersion)
    }
    guard header.appVersion == appVersion else {
      throw .otherAppVersion(saved: header.appVersion, current: appVersion)
    }
    if let maximumAge, now.timeIntervalSince(header.savedAt) > maximumAge {
      throw .tooOld(savedAt: header.savedAt, maximumAge: maximumAge)
    }
    do {
      return try decoder.decode(AppSnapshot.self, from: data)
    } catch {
      throw .routesDoNotDecode(describe(error))
    }
  }
}

extension AppSnapshot: Equatable where Route: Equatable {}
extension AppSnapshot: Sendable where Route: Sendable {}

/// The fields of an ``AppSnapshot`` checked before its routes are read.
private struct SnapshotHeader: Decodable {
  var formatVersion: Int
  var appVersion: String
  var savedAt: Date
}
