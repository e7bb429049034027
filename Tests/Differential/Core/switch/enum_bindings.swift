// switch binds associated values with let, in either position.
enum Event {
    case tap(x: Int, y: Int)
    case key(Character)
    case scroll(Double)
}
let events: [Event] = [.tap(x: 3, y: 4), .key("q"), .scroll(-1.5)]
for event in events {
    switch event {
    case .tap(let x, let y):
        print("tap at", x, y)
    case let .key(k):
        print("key", k)
    case .scroll(var delta):
        delta *= 2
        print("scroll", delta)
    }
}

// expect: tap at 3 4
// expect: key q
// expect: scroll -3.0
