// T.RawValue needs T: RawRepresentable: an unconstrained parameter has no member type RawValue.
print("this program must not run")

enum Suit: String {
    case hearts, spades
}

func raws<T>(_ xs: [T]) -> [T.RawValue] {
    []
}

print(raws([Suit.hearts]))

// expect error: 'RawValue' is not a member type of type 'T'
