// In a protocol extension's instance method a static requirement named bare is on 'Self'.
print("this program must not run")
protocol Shape { static func sides() -> Int }
extension Shape { func describe() -> String { "\(sides()) sides" } }
struct Square: Shape { static func sides() -> Int { 4 } }
print(Square().describe())

// expect error: static member 'sides' cannot be used on instance of type 'Self'
