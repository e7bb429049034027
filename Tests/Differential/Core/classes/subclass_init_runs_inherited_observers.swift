// An initialiser stores its own class's properties without running their observers, but a
// subclass's initialiser setting an inherited property (after super.init) runs them, the
// subclass's overriding observers included.
class Account {
    var balance = 0 {
        didSet { print("Account balance \(oldValue) -> \(balance)") }
    }
    init(opening: Int) {
        balance = opening
        print("opened with \(balance)")
    }
}
class Savings: Account {
    var rate: Double
    override var balance: Int {
        willSet { print("Savings will set \(newValue)") }
    }
    init(opening: Int, rate: Double) {
        self.rate = rate
        super.init(opening: opening)
        balance += 10
        print("bonus added, rate \(self.rate)")
    }
}
let savings = Savings(opening: 100, rate: 0.02)
savings.balance = 50
print(savings.balance)

// expect: opened with 100
// expect: Savings will set 110
// expect: Account balance 100 -> 110
// expect: bonus added, rate 0.02
// expect: Savings will set 50
// expect: Account balance 110 -> 50
// expect: 50
