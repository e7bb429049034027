// A subclass's failable initialiser fails on its own `return nil`, and also when the superclass's
// failable `super.init` it calls fails; a successful one gives the whole object.
class Account {
    let balance: Int
    init?(balance: Int) {
        if balance < 0 { return nil }
        self.balance = balance
    }
}
class Savings: Account {
    let rate: Int
    init?(balance: Int, rate: Int) {
        if rate == 0 { return nil }
        self.rate = rate
        super.init(balance: balance)
        print("made savings", balance, rate)
    }
}
print(Savings(balance: 10, rate: 2)?.rate as Any)
print(Savings(balance: -1, rate: 2) == nil)
print(Savings(balance: 5, rate: 0) == nil)
if let account = Savings(balance: 7, rate: 3) { print(account.balance, account.rate) }

// expect: made savings 10 2
// expect: Optional(2)
// expect: true
// expect: true
// expect: made savings 7 3
// expect: 7 3
