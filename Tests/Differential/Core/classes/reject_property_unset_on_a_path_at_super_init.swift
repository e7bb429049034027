// Every own stored property must be set on every path to `super.init`.
print("this program must not run")
class Base {
    init() {}
}
class Labelled: Base {
    let label: String
    init(_ name: String?) {
        if let name { label = name }
        super.init()
    }
}
print(Labelled("x").label)

// expect error: property 'self.label' not initialized at super.init call
