// A function mutating a class instance changes the caller's object.
class Account {
    var balance = 0
}
func deposit(_ amount: Int, into account: Account) { account.balance += amount }
let acct = Account()
deposit(50, into: acct)
deposit(25, into: acct)
print(acct.balance)
let copies = [acct, acct]
copies[0].balance = 1
print(acct.balance, copies[1].balance)

// expect: 75
// expect: 1 1
