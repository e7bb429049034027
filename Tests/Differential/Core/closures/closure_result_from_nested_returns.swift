// A closure without a result type whose returns stand inside an if, a switch or an if case: its result comes from the first one; compactMap's may also return nil.
enum Event { case tap(Int), key(Character), idle }
let events: [Event] = [.tap(1), .key("q"), .idle, .tap(3), .key("a")]
let flags = [true, false]
print(flags.map { f in if f { return 1 } else { return 0 } })
print(events.map { e in switch e { case .tap(let n): return n; case .key: return -1; case .idle: return 0 } })
print(events.map { e in if case .tap(let n) = e { return n * 2 } else { return 0 } })
let keys = events.compactMap { if case .key(let c) = $0 { return c } else { return nil } }
print(String(keys))
let taps = events.compactMap { e -> Int? in if case .tap(let n) = e { return n } else { return nil } }
print(taps)
let bigTaps = events.compactMap { e in if case .tap(let n) = e, n > 1 { return "tap \(n)" }; return nil }
print(bigTaps)
let described = [3, -1, 4].compactMap { x in switch x { case 4: return "four"; case 3: return "three"; default: return nil } }
print(described)

// expect: [1, 0]
// expect: [1, -1, 0, 3, -1]
// expect: [2, 0, 0, 6, 0]
// expect: qa
// expect: [1, 3]
// expect: ["tap 3"]
// expect: ["three", "four"]
