// Indexed without a type wanted, an array literal of implicit members has nothing to take them
// from: swiftc rejects the first member.
print("this program must not run")
enum Shade { case purple, mint }
let i = 1
let picked = [.purple, .mint][i]
print(picked)

// expect error: reference to member 'purple' cannot be resolved without a contextual type
