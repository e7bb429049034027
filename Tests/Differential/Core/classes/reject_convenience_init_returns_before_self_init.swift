// A convenience initialiser that returns on some path before `self.init` is refused.
print("this program must not run")
class Label {
    var text: String
    init(text: String) { self.text = text }
    convenience init(_ count: Int) {
        if count < 0 { return }
        self.init(text: String(count))
    }
}
print(Label(2).text)

// expect error: 'self.init' isn't called on all paths before returning from initializer
