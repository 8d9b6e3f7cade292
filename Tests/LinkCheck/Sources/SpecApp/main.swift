// An app that plays a spec: it links the spec reader, which shows that
// scripts/check-links would see it in the others.
import ScrollMotion
import ScrollMotionSpec
import ScrollMotionSpecUIKit

let spec = try? ChoreographySpec(json: "{}")
print(spec == nil)
