// The same choreography as SpecFeedUIKit.swift and the web demo
// (Examples/feed.json), on SwiftUI views that name its elements.
#if canImport(SwiftUI)
  import ScrollMotionSpecSwiftUI
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct SpecFeedView: View {
    /// The text of Examples/feed.json.
    let json: String
    @State private var problems: String?
    @State private var readProgress = 0.0

    var body: some View {
      SpecScrollView(json: json, onError: { problems = $0.description }) {
        VStack(spacing: 20) {
          Color.orange.frame(height: 260).scrollMotionElement("header")
          Text("Today").frame(height: 56).scrollMotionElement("title")
          Color.blue.frame(height: 6).scrollMotionElement("progress")
          ForEach(1..<7, id: \.self) { index in
            Text("Card \(index)").frame(height: 220).scrollMotionElement("card\(index)")
          }
          Text("The end").frame(height: 240).scrollMotionElement("footer")
        }
      }
      // The value of the animation `readProgress`, 0 to 100, each time it
      // changes.
      .onValue(of: "readProgress") { readProgress = $0 ?? 0 }
      .overlay(alignment: .top) { Text("\(Int(readProgress))% read") }
      .overlay(alignment: .bottom) {
        // Every problem, with its path and line: nothing is swallowed.
        if let problems { Text(problems) }
      }
    }
  }
#endif
