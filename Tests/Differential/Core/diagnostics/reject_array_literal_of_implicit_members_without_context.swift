// An array literal of implicit members with no type wanted: swiftc rejects each member, where Lang
// once ran the literal as an array of `()`.
print("this program must not run")
enum Suit { case hearts, spades }
let suits = [.hearts, .spades]
print(suits)

// expect error: reference to member 'hearts' cannot be resolved without a contextual type
