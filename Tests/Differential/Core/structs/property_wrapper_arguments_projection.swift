// A wrapper with extra init arguments (`@Clamped(0...10) var x = 5`), a projectedValue read as `$x`, and `_x` inside the type.
@propertyWrapper
struct Clamped {
    var range: ClosedRange<Int>
    var value: Int
    var clampCount = 0

    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    var wrappedValue: Int {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            if clamped != newValue { clampCount += 1 }
            value = clamped
        }
    }

    var projectedValue: Int { clampCount }
}

struct Mixer {
    @Clamped(0...10) var volume = 5
    @Clamped(-5...5) var balance: Int = 0

    mutating func nudge() {
        volume += 20
        balance -= 9
    }

    func describe() -> String {
        "volume \(volume) in \(_volume.range), balance \(balance) in \(_balance.range)"
    }
}

var mixer = Mixer()
print(mixer.describe())
mixer.nudge()
print(mixer.describe())
print(mixer.$volume, mixer.$balance)
mixer.volume = 7
print(mixer.volume, mixer.$volume)

// expect: volume 5 in 0...10, balance 0 in -5...5
// expect: volume 10 in 0...10, balance -5 in -5...5
// expect: 1 1
// expect: 7 1
