// A type that omits a requirement does not conform.
print("this program must not run")
protocol Shape { func area() -> Double }
struct Blank: Shape {}
print(Blank())

// expect error: type 'Blank' does not conform to protocol 'Shape'
