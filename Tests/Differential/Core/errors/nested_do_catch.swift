// An inner catch handles some errors and rethrows others to an outer one.
enum E: Error { case minor, major }
func risky(_ e: E) throws { throw e }
for e in [E.minor, E.major] {
    do {
        do {
            try risky(e)
        } catch E.minor {
            print("handled minor inside")
        }
    } catch {
        print("outer caught", error)
    }
}

// expect: handled minor inside
// expect: outer caught major
