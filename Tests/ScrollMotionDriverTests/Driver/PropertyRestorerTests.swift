import Testing

@testable import ScrollMotionDriver

@Suite("PropertyRestorer")
struct PropertyRestorerTests {
  @Test func nilRestoresTheValueFromBeforeTheFirstWrite() {
    var property = 0.3
    var restorer = PropertyRestorer<Double>()
    var reads = 0
    func deliver(_ value: Double?) {
      if let write = restorer.write(
        for: value,
        current: {
          reads += 1
          return property
        })
      {
        property = write
      }
    }
    deliver(nil)  // nothing saved, nothing written
    #expect(property == 0.3)
    deliver(0.9)
    deliver(0.5)
    #expect(property == 0.5)
    #expect(reads == 1)
    deliver(nil)
    #expect(property == 0.3)
    #expect(!restorer.isDriving)
    // The app changes the property while it is not driven; the next
    // restore brings back the new value.
    property = 0.1
    deliver(1)
    deliver(nil)
    #expect(property == 0.1)
    #expect(reads == 2)
  }
}
