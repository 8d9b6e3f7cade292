import Foundation

/// A notification-center observation that ends when it is released, its
/// handler run on the main actor: how the UIKit and AppKit front ends
/// follow scroll views and the person's settings.
///
/// Observing `name` from `object` (any object when `nil`) on `center`:
/// AppKit posts its workspace notifications, Reduce Motion's among them,
/// on `NSWorkspace.shared.notificationCenter` only, everything else on
/// the default center.
package final class NotificationObservation: @unchecked Sendable {
  // @unchecked: the token and the center are only used to remove the
  // observer, which NotificationCenter documents as thread-safe.
  private let token: any NSObjectProtocol
  private let center: NotificationCenter

  /// Starts observing; the observation ends when this is released.
  package init(
    _ name: Notification.Name, of object: AnyObject?, on center: NotificationCenter = .default,
    handler: @escaping @MainActor () -> Void
  ) {
    self.center = center
    // Delivered on the main queue as requested, whatever thread posts: the
    // block is not main-actor isolated as far as the compiler knows.
    token = center.addObserver(forName: name, object: object, queue: .main) { _ in
      MainActor.assumeIsolated { handler() }
    }
  }

  deinit {
    center.removeObserver(token)
  }
}
