// A program's own property wrapper on a struct property: init(wrappedValue:), a mutation through the setter.
@propertyWrapper
struct Clamped {
    private var value: Int
    init(wrappedValue: Int) {
        value = min(max(wrappedValue, 0), 10)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 10) }
    }
}

struct Volume {
    @Clamped var level: Int = 5

    mutating func raise(by amount: Int) {
        level += amount
    }
}

var volume = Volume()
print(volume.level)
volume.raise(by: 3)
print(volume.level)
volume.raise(by: 30)
print(volume.level)
volume.level = -4
print(volume.level)
let loud = Volume(level: 99)
print(loud.level)

// expect: 5
// expect: 8
// expect: 10
// expect: 0
// expect: 10
