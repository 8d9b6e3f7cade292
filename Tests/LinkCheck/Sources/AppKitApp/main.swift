// An app of the AppKit front end that plays no spec. On Linux the front
// end is empty, but everything it depends on is linked as in an app.
import ScrollMotion
import ScrollMotionAppKit

let choreography = Choreography()
choreography.update(with: ScrollMetrics(contentSize: .zero, containerSize: .zero))
print(choreography.count)
