// Part of the sample catalog compiled into the app (Catalog.swift assembles it): JSON fragments,
// edited as JSON.

extension SampleData {
    /// What happens: events, posts and games.
    static let catalogActivity = #"""
         "events": [
          {
           "id": "15b0b848-1373-58ae-ae51-a9b57e94be6f",
           "title": "Open day",
           "date": "2027-03-04",
           "university": 1
          },
          {
           "id": "50643251-137a-5224-a0f2-6126e6ebab73",
           "title": "Application deadline",
           "date": "2027-01-15",
           "university": 2
          },
          {
           "id": "e9e8598e-6157-5cfe-be60-426b9882379d",
           "title": "Campus tour",
           "date": "2027-02-10",
           "university": 3
          },
          {
           "id": "029bb1bf-96a1-57a2-801d-ffd3ca7cc501",
           "title": "Scholarship webinar",
           "date": "2027-02-20",
           "university": 4
          },
          {
           "id": "5b093ca3-481f-5617-85cc-769d7fe9dd15",
           "title": "Portfolio review",
           "date": "2027-03-12",
           "university": 5
          },
          {
           "id": "4412fd39-ef78-569d-8593-1dd7cefb7ed7",
           "title": "Interview practice",
           "date": "2027-01-28",
           "university": 6
          }
         ],
         "posts": [
          {
           "id": "e9409827-a8dc-5911-802b-5ceb4b57f1d6",
           "title": "How I chose my course",
           "author": "ad47b512-6a4a-550e-8d28-913ecee0db80",
           "body": "Start from what you enjoy, then check the modules."
          },
          {
           "id": "8c0afe57-5843-5563-a890-7b66ce2cf9a0",
           "title": "Five questions for open day",
           "author": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
           "body": "Ask about contact hours and placements."
          },
          {
           "id": "233719d3-ebbc-5e49-a5dd-64bc4560b18d",
           "title": "Budgeting for your first year",
           "author": "a769a835-1320-54dc-a985-381cb03604fd",
           "body": "Rent is the big one; plan for it."
          },
          {
           "id": "10084f39-ae32-5bce-a100-055e97ce5391",
           "title": "Writing a personal statement",
           "author": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
           "body": "Show, don't tell."
          },
          {
           "id": "92cbfe54-e33e-5846-ab91-96d6b2e2df98",
           "title": "Interview nerves",
           "author": "8547ae5d-c43a-5014-b558-4135c64770e5",
           "body": "Practise out loud with a friend."
          },
          {
           "id": "63e4ff4d-171e-518d-90ef-0b8220760433",
           "title": "Choosing accommodation",
           "author": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
           "body": "Visit at night as well as by day."
          }
         ],
         "games": [
          {
           "id": "career-quiz",
           "title": "Career Quiz",
           "career": "Careers adviser",
           "leaderboard": [
            {
             "user": "ad47b512-6a4a-550e-8d28-913ecee0db80",
             "score": 900
            },
            {
             "user": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "score": 830
            },
            {
             "user": "a769a835-1320-54dc-a985-381cb03604fd",
             "score": 760
            },
            {
             "user": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "score": 690
            },
            {
             "user": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "score": 620
            }
           ]
          },
          {
           "id": "code-breaker",
           "title": "Code Breaker",
           "career": "Software engineer",
           "leaderboard": [
            {
             "user": "fa438d92-cfbc-5b46-83ae-927cc3c89edf",
             "score": 887
            },
            {
             "user": "8547ae5d-c43a-5014-b558-4135c64770e5",
             "score": 817
            },
            {
             "user": "ea32a930-3e71-50ad-ab69-c6c3ef43d3ab",
             "score": 747
            },
            {
             "user": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "score": 677
            },
            {
             "user": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "score": 607
            }
           ]
          },
          {
           "id": "ward-round",
           "title": "Ward Round",
           "career": "Doctor",
           "leaderboard": [
            {
             "user": "15b052c4-d4a0-58b0-a614-d6f673163806",
             "score": 874
            },
            {
             "user": "07436cb2-3f92-5dec-8ed7-ee4e5da1cbd8",
             "score": 804
            },
            {
             "user": "1d6b8b1a-97f7-5d8c-8791-081b24bedca6",
             "score": 734
            },
            {
             "user": "820b990a-ed3a-5f41-a693-1451846e39a5",
             "score": 664
            },
            {
             "user": "39f3b759-39a0-5f60-ad09-1ab759d09192",
             "score": 594
            }
           ]
          },
          {
           "id": "case-file",
           "title": "Case File",
           "career": "Lawyer",
           "leaderboard": [
            {
             "user": "820b990a-ed3a-5f41-a693-1451846e39a5",
             "score": 861
            },
            {
             "user": "39f3b759-39a0-5f60-ad09-1ab759d09192",
             "score": 791
            },
            {
             "user": "10c469ef-9f36-50b3-9753-e2fefb8d40fe",
             "score": 721
            },
            {
             "user": "ad47b512-6a4a-550e-8d28-913ecee0db80",
             "score": 651
            },
            {
             "user": "a6f668ec-1f41-51b8-af08-1ecc911a1486",
             "score": 581
            }
           ]
          }
         ]
        """#
}
