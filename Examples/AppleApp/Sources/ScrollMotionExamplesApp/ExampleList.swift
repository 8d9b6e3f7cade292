// The one list of the example app: a section per technique, a row per
// screen, the chosen screen beside it on a Mac and an iPad and pushed on an
// iPhone. The screens themselves are listed in SwiftUIScreens.swift,
// UIKitScreens.swift and AppKitScreens.swift; scripts/check-example-app
// proves that every screen type in Sources/ScrollMotionExamples is listed.
//
// SwiftUI exists on every Apple platform; on Linux scripts/typecheck-apple
// compiles this folder against its stand-ins.
#if canImport(SwiftUI)
  import SwiftUI

  /// A technique of the documentation, shown as a section of the list.
  enum Technique: CaseIterable {
    case quickStart, percentageOffset, parallaxCrop, customDurationScrolling
    case glassyPagedParallax, offsetKeptAcrossResizes, timelinesAndRanges
    case scrollTriggers, smoothingAndVelocity, snapping, choreographyAsJSON

    /// The section's heading, after the technique's article.
    var title: String {
      switch self {
      case .quickStart: "Quick start"
      case .percentageOffset: "The percentage offset"
      case .parallaxCrop: "The parallax crop and stretchy headers"
      case .customDurationScrolling: "Custom-duration scrolling"
      case .glassyPagedParallax: "The glassy paged parallax"
      case .offsetKeptAcrossResizes: "The offset kept across resizes"
      case .timelinesAndRanges: "Timelines and ranges"
      case .scrollTriggers: "Scroll triggers"
      case .smoothingAndVelocity: "Smoothing and velocity"
      case .snapping: "Deceleration and snapping"
      case .choreographyAsJSON: "A choreography written as JSON"
      }
    }
  }

  /// The framework an example screen is written with.
  enum FrontEnd: String {
    case swiftUI = "SwiftUI"
    case uiKit = "UIKit"
    case appKit = "AppKit"
  }

  /// One example screen, as a row of the list.
  struct ExampleScreen: Identifiable {
    /// The screen's type name in Sources/ScrollMotionExamples; unique in the
    /// list, and what scripts/check-example-app matches against the screens.
    let id: String
    let technique: Technique
    let frontEnd: FrontEnd
    let title: String
    /// The screen with the sample content the app gives it.
    let makeView: @MainActor () -> AnyView

    /// Every screen this platform can show: the SwiftUI screens everywhere,
    /// the UIKit ones on iOS, the AppKit ones on a Mac.
    @MainActor static var all: [ExampleScreen] {
      var screens = swiftUIScreens
      // Each framework's screens exist only where the framework does.
      #if canImport(UIKit)
        screens += uiKitScreens
      #endif
      #if canImport(AppKit) && !targetEnvironment(macCatalyst)
        screens += appKitScreens
      #endif
      return screens
    }
  }

  /// Shown instead of a screen whose SwiftUI API is newer than the system.
  struct NewerSystemNote: View {
    var body: some View {
      Text("This screen uses SwiftUI API from iOS 18 and macOS 15; run it on a newer system.")
    }
  }

  /// The list of every screen, by technique, and the chosen screen.
  struct ExampleList: View {
    private let screens = ExampleScreen.all
    /// The chosen screen's id: at launch none, or the one the app was
    /// started with (`-ExampleScreen SnappingView`), which CI uses to open
    /// each screen in turn.
    @State private var selection = UserDefaults.standard.string(forKey: "ExampleScreen")

    var body: some View {
      NavigationSplitView {
        List(selection: $selection) {
          ForEach(techniques, id: \.self) { technique in
            Section {
              ForEach(screens.filter { $0.technique == technique }) { screen in
                NavigationLink(value: screen.id) {
                  Text("\(screen.title) (\(screen.frontEnd.rawValue))")
                }
              }
            } header: {
              Text(technique.title)
            }
          }
        }
        .navigationTitle(Text("ScrollMotion"))
      } detail: {
        if let screen = screens.first(where: { $0.id == selection }) {
          screen.makeView()
            .navigationTitle(Text(screen.title))
            // A new screen, with its own state, for every choice.
            .id(screen.id)
        } else {
          Text("Choose an example")
        }
      }
    }

    /// The techniques with a screen on this platform.
    private var techniques: [Technique] {
      Technique.allCases.filter { technique in screens.contains { $0.technique == technique } }
    }
  }

  /// A screen that needs its sample content and layout, which the example
  /// screens leave to their app, before it first appears.
  @MainActor protocol SampleContentHost {
    /// Adds the sample content and lays it out; called once, when the list
    /// first shows the screen.
    func addSampleContent()
  }
#endif
