// private(set) allows reading from outside, writing only inside.
struct Wallet {
    private(set) var coins = 0
    mutating func add(_ n: Int) { coins += n }
}
var w = Wallet()
w.add(3)
w.add(4)
print(w.coins)

// expect: 7
