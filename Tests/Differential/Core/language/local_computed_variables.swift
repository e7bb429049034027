// A function's local computed variables and property observers, as a type's or a main
// file's: the getter runs at each read, the setter and observers at each change.
func report(w: Double, h: Double) {
    var area: Double { w * h }
    print(area)
    var scaled: Double {
        get { area * 2 }
        set { print("set", newValue) }
    }
    scaled = 3
    print(scaled)
    var count = 0 {
        willSet { print("will", newValue) }
        didSet { print("did", oldValue, count) }
    }
    count = 5
    count += 1
    print(count)
}
report(w: 2, h: 3)
func tally(_ items: [Int]) -> Int {
    var total = 0
    var doubled: Int { total * 2 }
    for item in items {
        total += item
        print(doubled)
    }
    return doubled
}
print(tally([1, 2, 3]))

// expect: 6.0
// expect: set 3.0
// expect: 12.0
// expect: will 5
// expect: did 0 5
// expect: will 6
// expect: did 5 6
// expect: 6
// expect: 2
// expect: 6
// expect: 12
// expect: 12
