// A subclass that declares its own designated init no longer inherits the superclass's
// `required` init, so it must write it.
print("this program must not run")
class Widget {
    var name: String
    required init(name: String) { self.name = name }
}
class Slider: Widget {
    var value: Double
    init(value: Double) {
        self.value = value
        super.init(name: "slider")
    }
}
print(Slider(value: 0.5).name)

// expect error: 'required' initializer 'init(name:)' must be provided by subclass of 'Widget'
