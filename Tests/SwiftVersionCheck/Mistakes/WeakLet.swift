// swift-format-ignore-file
// expect: SE-0481 `weak let` needs Swift 6.3
// CHECK AID: a deliberate mistake that scripts/check-swift-version
// --self-test must find: `weak let`, which Swift 6.3 brought. Never compiled.

final class Observer {
  weak let target: AnyObject?
  init(target: AnyObject) { self.target = target }
}
