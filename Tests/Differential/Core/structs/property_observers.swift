// willSet and didSet on a struct property.
struct Meter {
    var history: [Int] = []
    var reading = 0 {
        didSet { history.append(oldValue) }
    }
}
var m = Meter()
m.reading = 5
m.reading = 7
m.reading += 1
print(m.reading, m.history)

// expect: 8 [0, 5, 7]
