// Part of the sample catalog compiled into the app (Catalog.swift assembles it): JSON fragments,
// edited as JSON.

extension SampleData {
    /// The groups and societies, with their members and albums.
    static let catalogGroups = #"""
         "groups": [
          {
           "id": "205970a5-3ac3-5a53-a002-e2969fafc70e",
           "name": "Computer Science applicants",
           "members": [
            "ad47b512-6a4a-550e-8d28-913ecee0db80",
            "a6f668ec-1f41-51b8-af08-1ecc911a1486",
            "a769a835-1320-54dc-a985-381cb03604fd",
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf"
           ],
           "messages": [
            {
             "id": "b1575e81-ea34-5fbb-b376-d6e0c2b8368b",
             "sender": "ad47b512-6a4a-550e-8d28-913ecee0db80",
             "text": "Hi everyone!"
            },
            {
             "id": "4b584594-47e4-5987-a4a4-9b4a4dbaa0bd",
             "sender": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "9b2bdb4f-8ce8-50cd-8b87-303947b8e3a4",
             "sender": "a769a835-1320-54dc-a985-381cb03604fd",
             "text": "Open day is next week."
            },
            {
             "id": "24dd544b-16c1-5827-8849-9eb30ddcecdb",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "969d0878-cbc0-5df0-b163-7e3c6badaf3c",
           "name": "Medicine 2027",
           "members": [
            "a6f668ec-1f41-51b8-af08-1ecc911a1486",
            "a769a835-1320-54dc-a985-381cb03604fd",
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
            "8547ae5d-c43a-5014-b558-4135c64770e5"
           ],
           "messages": [
            {
             "id": "866e5745-a6d5-5563-a363-37ebf954547f",
             "sender": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "text": "Hi everyone!"
            },
            {
             "id": "4a7f49fa-9298-5100-876b-59e0a72a8237",
             "sender": "a769a835-1320-54dc-a985-381cb03604fd",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "1a40e0d5-9b15-5ec4-abf6-3386dee25331",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "Open day is next week."
            },
            {
             "id": "8899fb26-98e3-58a5-b810-00fc8d8df635",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "d0a41e2b-7945-5bf2-88b4-31077a065c41",
           "name": "Northbridge freshers",
           "members": [
            "a769a835-1320-54dc-a985-381cb03604fd",
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
            "8547ae5d-c43a-5014-b558-4135c64770e5",
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab"
           ],
           "messages": [
            {
             "id": "3caa1e7a-1e28-5e41-929b-743551ec7897",
             "sender": "a769a835-1320-54dc-a985-381cb03604fd",
             "text": "Hi everyone!"
            },
            {
             "id": "6fc0e47b-5b00-5c61-a995-37d9a47bbeee",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "865b82ab-16cb-561e-963c-cb791e68477f",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "Open day is next week."
            },
            {
             "id": "24eb703e-de20-505c-bcbc-2245aaaa6848",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "8854a8e5-f630-5711-b188-0137d6b61536",
           "name": "Music auditions",
           "members": [
            "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
            "8547ae5d-c43a-5014-b558-4135c64770e5",
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
            "15b052c4-d4a0-58b0-a614-d6f673163806"
           ],
           "messages": [
            {
             "id": "3da6f429-8f63-5714-bc1c-3339078b3c2a",
             "sender": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "text": "Hi everyone!"
            },
            {
             "id": "55b8fa57-9555-5715-87d4-487998683f56",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "b5664a14-b1bd-5594-8730-fb2286db8bda",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "Open day is next week."
            },
            {
             "id": "e0d640b8-cdae-5cd9-8230-98940edadb73",
             "sender": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "6beb85d6-0a2c-56b4-ae32-ce2071d7f7ed",
           "name": "Law study circle",
           "members": [
            "8547ae5d-c43a-5014-b558-4135c64770e5",
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
            "15b052c4-d4a0-58b0-a614-d6f673163806",
            "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8"
           ],
           "messages": [
            {
             "id": "92260121-edfe-515a-bfa3-dbb0762210f5",
             "sender": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "text": "Hi everyone!"
            },
            {
             "id": "63b6d9da-23a6-594e-a9b7-0e908ecb1dd8",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "6a18c2e8-88e3-5bcd-860b-03998d913093",
             "sender": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "text": "Open day is next week."
            },
            {
             "id": "e48660ac-6c17-59a7-bcba-22a3422b3d85",
             "sender": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "text": "See you there."
            }
           ]
          },
          {
           "id": "34adebc8-e134-59ee-b6e9-9f68b025b641",
           "name": "Accommodation swap",
           "members": [
            "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
            "15b052c4-d4a0-58b0-a614-d6f673163806",
            "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
            "1d6b8b1a-97f7-5d8c-8791-081b24bedca6"
           ],
           "messages": [
            {
             "id": "c7b5b6dd-3d86-5461-b205-00ed2cb51bf2",
             "sender": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "text": "Hi everyone!"
            },
            {
             "id": "ff638ef6-fdc1-5753-ad9b-f626ba319e36",
             "sender": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "text": "Has anyone heard back yet?"
            },
            {
             "id": "43ec0174-141f-5768-b7ed-d88f8e3ccd58",
             "sender": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "text": "Open day is next week."
            },
            {
             "id": "29134768-ff74-592c-ac87-f284b80d2f12",
             "sender": "1d6b8b1a-97f7-5d8c-8791-081b24bedca6",
             "text": "See you there."
            }
           ]
          }
         ]
        """#
}
