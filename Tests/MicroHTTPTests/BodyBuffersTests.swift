@testable import MicroHTTP
import Testing

@Suite("body buffers: a cap for all, a share for each client, a reserve for small bodies")
struct BodyBuffersTests {
    @Test("a client's share, then the cap; what is released is taken again; empty bodies count nothing")
    func shares() {
        var buffers = BodyBuffers(total: 1_000, perClient: 400, reserve: 0)
        let (one, two, named) = (HTTPClient.ipv4(1), HTTPClient.ipv6Network(2), HTTPClient.named("key 0"))
        #expect(buffers.take(400, for: one) == nil)
        #expect(buffers.take(1, for: one) == .clientShare(limit: 400))
        #expect(buffers.take(0, for: one) == nil)
        #expect(buffers.take(400, for: two) == nil && buffers.take(200, for: named) == nil)
        // 1,000 held: the cap refuses even a client with share left.
        #expect(buffers.take(1, for: named) == .total(limit: 1_000))
        buffers.release(150, for: one)
        #expect(buffers.held == 850 && buffers.heldBy[one] == 250)
        #expect(buffers.take(150, for: named) == nil && buffers.heldBy[named] == 350)
        for client in [one, two, named] { buffers.release(1_000, for: client) }
        #expect(buffers.held == 0 && buffers.heldBy.isEmpty)
        // Releasing for a client holding nothing changes nothing.
        buffers.release(10, for: one)
        #expect(buffers.held == 0)
    }

    @Test("the reserve: large bodies stop at the cap less it, small ones may fill the cap, each client a sixteenth of the reserve")
    func reserve() {
        var buffers = BodyBuffers(total: 3_000_000, perClient: 3_000_000, reserve: 1_600_000, smallBody: 100_000)
        #expect(buffers.reservePerClient == 100_000)
        #expect(buffers.take(1_400_000, for: .ipv4(1)) == nil)
        #expect(buffers.take(100_001, for: .ipv4(2)) == .total(limit: 1_400_000))
        #expect(buffers.take(60_000, for: .ipv4(2)) == nil)
        // The client holding 60,000 may take 40,000 more of the reserve, not 40,001; the one holding 1.4 MB none.
        #expect(buffers.take(40_001, for: .ipv4(2)) == .total(limit: 1_400_000))
        #expect(buffers.take(40_000, for: .ipv4(2)) == nil)
        #expect(buffers.take(1, for: .ipv4(1)) == .total(limit: 1_400_000))
        for index in 0..<15 { _ = buffers.take(100_000, for: .ipv4(UInt32(3 + index))) }
        #expect(buffers.held == 3_000_000)
        #expect(buffers.take(1, for: .ipv4(99)) == .total(limit: 3_000_000))
    }
}
