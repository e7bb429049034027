// Calling a throwing function needs try.
print("this program must not run")
func f() throws -> Int { 1 }
do {
    let x = f()
    print(x)
} catch {}

// expect error: call can throw but is not marked with 'try'
