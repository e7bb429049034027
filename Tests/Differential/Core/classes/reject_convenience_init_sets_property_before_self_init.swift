// A convenience initialiser sets nothing before its `self.init`: the designated initialiser
// initialises `self`.
print("this program must not run")
class Meter {
    var value: Int
    init(value: Int) { self.value = value }
    convenience init() {
        value = 1
        self.init(value: 0)
    }
}
print(Meter().value)

// expect error: 'self' used before 'self.init' call or assignment to 'self'
