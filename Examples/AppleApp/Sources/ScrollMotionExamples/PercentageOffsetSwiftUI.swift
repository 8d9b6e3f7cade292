// The percentage offset in SwiftUI (quoted by PercentageOffset.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct PercentageOffsetView: View {
    @State private var progress = 0.0
    private let hue = ScrollDrivenAnimation(
      from: RGBAColor(hue: .zero, saturation: 1, brightness: 1),
      to: RGBAColor(hue: .turns(0.18), saturation: 1, brightness: 1),
      interpolator: .hsb(.increasing))

    var body: some View {
      ScrollView {
        Text("Scroll me")
          .frame(height: 3_000)
      }
      .background(Color(hue.keyframes.value(at: progress)))
      .onScrollProgress(along: .y) { progress = $0 ?? 0 }
    }
  }
#endif
