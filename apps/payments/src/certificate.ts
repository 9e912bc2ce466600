import { randomBytes, sign, type KeyObject } from 'node:crypto';
import { AsnConvert } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Name,
  RelativeDistinguishedName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const COMMON_NAME = '2.5.4.3';
const DAY_MS = 24 * 60 * 60 * 1000;

const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * A self-signed X.509 certificate (PEM) for an RSA key pair: the form in which gateways publish their card-encryption
 * keys and in which browsers import them (jose importX509). The sandbox is its own issuer, so the key signs its own
 * certificate; nothing trusts it beyond "this is the sandbox's key for that merchant account".
 */
export function selfSignedCertificate(options: {
  commonName: string;
  publicKey: KeyObject;
  privateKey: KeyObject;
  now: Date;
  validDays?: number;
}): string {
  const algorithm = new AlgorithmIdentifier({ algorithm: SHA256_WITH_RSA, parameters: null });
  const name = new Name([
    new RelativeDistinguishedName([
      new AttributeTypeAndValue({
        type: COMMON_NAME,
        value: new AttributeValue({ utf8String: options.commonName }),
      }),
    ]),
  ]);
  // A positive serial: the high bit of the first byte clear.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  const tbs = new TBSCertificate({
    version: Version.v3,
    serialNumber: toArrayBuffer(serial),
    signature: algorithm,
    issuer: name,
    subject: name,
    validity: new Validity({
      notBefore: new Date(options.now.getTime() - DAY_MS),
      notAfter: new Date(options.now.getTime() + (options.validDays ?? 730) * DAY_MS),
    }),
    subjectPublicKeyInfo: AsnConvert.parse(
      options.publicKey.export({ type: 'spki', format: 'der' }),
      SubjectPublicKeyInfo,
    ),
  });
  const signature = sign('sha256', Buffer.from(AsnConvert.serialize(tbs)), options.privateKey);
  const der = Buffer.from(
    AsnConvert.serialize(
      new Certificate({
        tbsCertificate: tbs,
        signatureAlgorithm: algorithm,
        signatureValue: toArrayBuffer(signature),
      }),
    ),
  );
  const body = der.toString('base64').replace(/.{64}(?=.)/g, '$&\n');
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}
