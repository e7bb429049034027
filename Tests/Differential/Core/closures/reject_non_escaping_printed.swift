// print takes its items as Any: a non-escaping closure parameter boxed in Any could escape.
print("this program must not run")
func describe(_ transform: (Int) -> Int) {
    print(transform(2))
    print(transform)
}
describe { $0 * 2 }

// expect error: converting non-escaping value to 'Any' may allow it to escape
