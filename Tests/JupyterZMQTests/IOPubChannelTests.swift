import Foundation
import Testing
@testable import JupyterZMQ

/// JEP 65 on the socket: which messages an XPUB socket passes up are subscriptions, and to
/// which topic (the welcome itself is the core's, tested in JupyterTests).
@Suite struct IOPubChannelTests {
    @Test func onlySingleFrameSubscriptionsCarryATopic() {
        #expect(IOPubChannel.subscribedTopic([Data([1])]) == Data())
        #expect(IOPubChannel.subscribedTopic([Data([1]) + Data("kernel.".utf8)]) == Data("kernel.".utf8))
        #expect(IOPubChannel.subscribedTopic([Data([0]) + Data("kernel.".utf8)]) == nil)  // unsubscribe
        #expect(IOPubChannel.subscribedTopic([Data()]) == nil)
        #expect(IOPubChannel.subscribedTopic([Data([1]), Data("more".utf8)]) == nil)
        #expect(IOPubChannel.subscribedTopic([Data([7, 1])]) == nil)
    }
}
