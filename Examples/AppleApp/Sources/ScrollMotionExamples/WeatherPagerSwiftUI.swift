// The weather pager in SwiftUI: pages side by side with paging, each
// background at half speed and blurred as its forecast scrolls (quoted by
// PagedParallaxWithBlur.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct WeatherPagerView: View {
    let cities: [String]
    /// For example `try PagedParallax(pageCount: cities.count, blurDistance: 200)`.
    let pager: PagedParallax
    @State private var blur: [String: Double] = [:]

    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(cities, id: \.self) { city in
            ZStack {
              Image(city).resizable().scaledToFill()
                .containerRelativeFrame(.horizontal)
                .pagedParallaxBackground(pager)
                .pagedParallaxBlur(blur[city] ?? 0)
              ScrollView {
                Text("Forecast for \(city)").frame(height: 1_600)
              }
              .onScrollGeometryChange(for: Double.self) { geometry in
                pager.blurFraction(foreground: ScrollMetrics(geometry))
              } action: { _, fraction in
                blur[city] = fraction
              }
            }
            .containerRelativeFrame(.horizontal)
            .clipped()
          }
        }
      }
      .scrollTargetBehavior(.paging)
    }
  }
#endif
