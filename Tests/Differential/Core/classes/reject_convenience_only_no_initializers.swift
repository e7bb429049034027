// A convenience initialiser must delegate to a designated one: a class with a stored property
// without a value and only convenience initialisers has none, and no implicit init() either.
print("this program must not run")
class Reading {
    var value: Double
    convenience init(celsius: Double) {
        self.init()
        value = celsius
    }
}
print(Reading(celsius: 21).value)

// expect error: class 'Reading' has no initializers
