// An [Int] value is no collection of BinaryFloatingPoint elements (a literal [1, 2] would be [Double]).
print("this program must not run")
func total<D: RandomAccessCollection>(_ d: D) -> Double where D.Element: BinaryFloatingPoint { d.reduce(0) { $0 + Double($1) } }
print(total([1, 2]))
let ints = [1, 2]
print(total(ints))

// expect error: global function 'total' requires that 'Int' conform to 'BinaryFloatingPoint'
