// A wrapper nested in an extension of the type that uses it, named like a top-level struct that is not one: the attribute finds the nested wrapper, and the memberwise initialiser takes the wrapper (attribute arguments, no value), defaulting to what the arguments make.
struct Clamping {
    var wrappedValue: Int
}

struct Dial {
    @Clamping(maximum: 12) var hour: Int
    @Clamping(maximum: 60) var minute: Int

    var angle: Double { Double(hour) * 30 + Double(minute) / 2 }
}

extension Dial {
    @propertyWrapper struct Clamping {
        private var maximum: Int
        private var number: Int

        var wrappedValue: Int {
            get { number }
            set { number = min(newValue, maximum) }
        }

        init(wrappedValue: Int, maximum: Int) {
            self.maximum = maximum
            number = min(wrappedValue, maximum)
        }

        init(maximum: Int) {
            number = 0
            self.maximum = maximum
        }
    }
}

var dial = Dial(hour: .init(wrappedValue: 15, maximum: 12), minute: .init(wrappedValue: 30, maximum: 60))
print(dial.hour, dial.minute, dial.angle)
dial.hour = 7
dial.minute = 99
print(dial.hour, dial.minute)
let zero = Dial()
print(zero.hour, zero.minute, zero.angle)
let plain = Clamping(wrappedValue: 40)
print(plain.wrappedValue)

// expect: 12 30 375.0
// expect: 7 60
// expect: 0 0 0.0
// expect: 40
