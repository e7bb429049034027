// Foundation's and Dispatch's types are named by the modules that declare them on Linux
// (swift-foundation splits Foundation): a metatype inside a collection or debugPrint prints
// qualified, a URL prints its address.
import Foundation
print([Timer.self], [RunLoop.self], [Bundle.self])
print([UUID.self], [URL.self], [Date.self], [Calendar.self], [TimeZone.self])
print([DateComponents.self], [DateFormatter.self], [CharacterSet.self], [Scanner.self])
print([DispatchQueue.self], [DispatchTime.self], [CGPoint.self], [CGSize.self], [CGRect.self], [CGRectEdge.self])
debugPrint(Timer.self, URL.self, UUID.self, Date.self, DispatchQueue.self)
print([TaskPriority.self])
print(type(of: UUID()), type(of: Date()), [type(of: Date())])
let url = URL(string: "https://example.com/a")
print([url], url as Any)

// expect: [Foundation.Timer] [Foundation.RunLoop] [Foundation.Bundle]
// expect: [FoundationEssentials.UUID] [FoundationEssentials.URL] [FoundationEssentials.Date] [FoundationEssentials.Calendar] [FoundationEssentials.TimeZone]
// expect: [FoundationEssentials.DateComponents] [Foundation.DateFormatter] [Foundation.CharacterSet] [Foundation.Scanner]
// expect: [Dispatch.DispatchQueue] [Dispatch.DispatchTime] [Foundation.CGPoint] [Foundation.CGSize] [Foundation.CGRect] [Foundation.CGRectEdge]
// expect: Foundation.Timer FoundationEssentials.URL FoundationEssentials.UUID FoundationEssentials.Date Dispatch.DispatchQueue
// expect: [Swift.TaskPriority]
// expect: UUID Date [FoundationEssentials.Date]
// expect: [Optional(https://example.com/a)] Optional(https://example.com/a)
