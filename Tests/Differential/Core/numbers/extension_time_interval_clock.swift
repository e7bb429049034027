// `extension TimeInterval` (Double's alias) formatting minutes and seconds with `String(format:)`.
import Foundation
let elapsed: TimeInterval = 754.6
let minutes = Int(elapsed) / 60, seconds = Int(elapsed) % 60
print(String(format: "%02d:%02d", minutes, seconds))
extension TimeInterval {
    var clock: String { String(format: "%d:%02d", Int(self) / 60, Int(self) % 60) }
}
print(elapsed.clock, TimeInterval(61).clock)

// expect: 12:34
// expect: 12:34 1:01
