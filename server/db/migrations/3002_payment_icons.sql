-- The first seed pointed the payment-method icons at /images/payments/*.png, files that never
-- existed (broken logos in the footer and on the deposit screen). The seed now uses the SVG logos
-- in public/storage/payments/; move existing rows that still hold an old seeded path onto them.
-- Icons an operator set to anything else are left alone.
UPDATE payment_methods SET icon = '/storage/payments/bkash.svg' WHERE icon = '/images/payments/bkash.png';
UPDATE payment_methods SET icon = '/storage/payments/nagad.svg' WHERE icon = '/images/payments/nagad.png';
UPDATE payment_methods SET icon = '/storage/payments/rocket.svg' WHERE icon = '/images/payments/rocket.png';
UPDATE payment_methods SET icon = '/storage/payments/upay.svg' WHERE icon = '/images/payments/upay.png';
