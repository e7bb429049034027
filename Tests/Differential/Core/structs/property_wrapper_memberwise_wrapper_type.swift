// A wrapper without init(wrappedValue:): the memberwise initialiser takes the wrapper itself, and `_x` is it.
@propertyWrapper
struct Plain {
    var stored: Int
    var wrappedValue: Int {
        get { stored }
        set { stored = newValue * 2 }
    }
}

struct Holder {
    @Plain var x: Int

    mutating func set(_ value: Int) {
        x = value
    }

    func raw() -> Int { _x.stored }
}

var holder = Holder(x: Plain(stored: 3))
print(holder.x, holder.raw())
holder.set(4)
print(holder.x, holder.raw())
holder.x += 1
print(holder.x)

// expect: 3 3
// expect: 8 8
// expect: 18
