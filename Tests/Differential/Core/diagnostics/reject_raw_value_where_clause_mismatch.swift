// where T.RawValue == Int: a String-backed enum does not satisfy it.
print("this program must not run")

enum Suit: String {
    case hearts, spades
}

func total<T: RawRepresentable>(_ xs: [T]) -> Int where T.RawValue == Int {
    xs.count
}

print(total([Suit.hearts]))

// expect error: global function 'total' requires the types 'String' and 'Int' be equivalent
