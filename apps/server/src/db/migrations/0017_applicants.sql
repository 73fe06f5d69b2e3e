-- Job applicants from the /Apply questionnaire (issue 19). Written by the applicants work.
SELECT 1;
