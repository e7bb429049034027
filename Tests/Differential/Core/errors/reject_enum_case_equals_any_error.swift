// Comparing an own Equatable value with an `any Error`: swiftc takes the concrete type's `==` and rejects the existential argument.
print("this program must not run")
enum NetworkError: Error { case offline, timeout }
struct Code: Equatable { var value = 1 }
func isOffline(_ error: any Error) -> Bool { NetworkError.offline == error }
func check(_ error: any Error, _ code: Code) {
    if error != NetworkError.timeout { print("other") }
    print(code == error)
}

// expect error: cannot convert value of type 'any Error' to expected argument type 'NetworkError'
