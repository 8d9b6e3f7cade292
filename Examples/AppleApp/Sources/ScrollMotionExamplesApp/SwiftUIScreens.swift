// The SwiftUI example screens, on every platform the app runs on. A screen
// needing SwiftUI API newer than the app's minimum (iOS 17, macOS 14) shows
// a note on an older system instead.
//
// SwiftUI exists on every Apple platform; on Linux scripts/typecheck-apple
// compiles this folder against its stand-ins.
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  extension ExampleScreen {
    /// The SwiftUI screens, with their sample data.
    @MainActor static var swiftUIScreens: [ExampleScreen] {
      [
        ExampleScreen(
          id: "CardsView", technique: .quickStart, frontEnd: .swiftUI,
          title: "Cards that fade in"
        ) { AnyView(CardsView()) },
        ExampleScreen(
          id: "PercentageOffsetView", technique: .percentageOffset, frontEnd: .swiftUI,
          title: "A hue that follows the scroll"
        ) {
          if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            AnyView(PercentageOffsetView())
          } else {
            AnyView(NewerSystemNote())
          }
        },
        ExampleScreen(
          id: "ParallaxCellsView", technique: .parallaxCrop, frontEnd: .swiftUI,
          title: "Parallax cells"
        ) { AnyView(ParallaxCellsView(names: SampleContent.photoNames)) },
        ExampleScreen(
          id: "StretchyHeaderView", technique: .parallaxCrop, frontEnd: .swiftUI,
          title: "A stretchy header"
        ) { AnyView(StretchyHeaderView()) },
        ExampleScreen(
          id: "AnimatedScrollView", technique: .customDurationScrolling, frontEnd: .swiftUI,
          title: "Scrolling to the last article"
        ) {
          if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            AnyView(AnimatedScrollView())
          } else {
            AnyView(NewerSystemNote())
          }
        },
        ExampleScreen(
          id: "WeatherPagerView", technique: .glassyPagedParallax, frontEnd: .swiftUI,
          title: "The weather pager"
        ) {
          if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            do {
              let pager = try PagedParallax(
                pageCount: SampleContent.cities.count, blurDistance: 200)
              return AnyView(WeatherPagerView(cities: SampleContent.cities, pager: pager))
            } catch {
              return AnyView(Text("\(error)"))
            }
          } else {
            return AnyView(NewerSystemNote())
          }
        },
        ExampleScreen(
          id: "RotationAnchorView", technique: .offsetKeptAcrossResizes, frontEnd: .swiftUI,
          title: "Across rotation and resizing"
        ) {
          if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            AnyView(RotationAnchorView(paragraphs: SampleContent.paragraphs))
          } else {
            AnyView(NewerSystemNote())
          }
        },
        ExampleScreen(
          id: "FadeInCardsView", technique: .timelinesAndRanges, frontEnd: .swiftUI,
          title: "Cards that fade and grow as they enter"
        ) { AnyView(FadeInCardsView()) },
        ExampleScreen(
          id: "SnappingView", technique: .snapping, frontEnd: .swiftUI,
          title: "Cards snapped to their edges"
        ) { AnyView(SnappingView()) },
        ExampleScreen(
          id: "SpecFeedView", technique: .choreographyAsJSON, frontEnd: .swiftUI,
          title: "The feed of Examples/feed.json"
        ) {
          if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            switch SampleContent.feedJSON {
            case .success(let json): return AnyView(SpecFeedView(json: json))
            case .failure(let missing): return AnyView(Text(missing.description))
            }
          } else {
            return AnyView(NewerSystemNote())
          }
        },
        ExampleScreen(
          id: "LiftingCardsView", technique: .choreographyAsJSON, frontEnd: .swiftUI,
          title: "Cards that round, focus and lift on a shadow"
        ) {
          if #available(iOS 18, macOS 15, tvOS 18, visionOS 2, *) {
            switch SampleContent.liftingCardsJSON {
            case .success(let json): return AnyView(LiftingCardsView(json: json))
            case .failure(let missing): return AnyView(Text(missing.description))
            }
          } else {
            return AnyView(NewerSystemNote())
          }
        },
      ]
    }
  }
#endif
