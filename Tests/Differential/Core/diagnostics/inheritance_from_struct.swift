// A struct cannot inherit from a class (or another struct).
print("this program must not run")
struct Base { var x = 1 }
struct Derived: Base { var y = 2 }
print(Derived().y)

// expect error: inheritance from non-protocol type 'Base'
