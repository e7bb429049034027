// A Shape must implement path(in:).
print("this program must not run")
struct Blank: Shape {}
Blank()

// expect error: type 'Blank' does not conform to protocol 'Shape'
