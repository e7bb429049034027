// willSet and didSet on a static stored property run around each change.
struct Settings {
    static var scale = 1 {
        willSet { print("will set", newValue) }
        didSet { print("did set from", oldValue) }
    }
    static func double() { scale *= 2 }
}
Settings.scale = 3
Settings.double()
Settings.scale += 1
print(Settings.scale)

// expect: will set 3
// expect: did set from 1
// expect: will set 6
// expect: did set from 3
// expect: will set 7
// expect: did set from 6
// expect: 7
